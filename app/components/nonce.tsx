import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** This response's CSP nonce, for the scripts the document renders (none outside our server). */
export const useNonce = () => useContext(NonceContext);
