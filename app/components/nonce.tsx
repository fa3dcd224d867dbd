import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** This request's CSP nonce, for the scripts the document renders. */
export const useNonce = () => useContext(NonceContext);
