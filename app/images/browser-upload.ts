// With JavaScript, an image is sent as soon as it is chosen, with its progress shown, to the
// admin's upload route (POST /admin/images); the form then carries only the stored image's id.

export interface UploadedImage {
  id: string;
  url: string;
}

export const UPLOAD_FAILED = "The upload failed. Please check your connection and try again.";

/** Sends one image; `onProgress` hears the fraction sent (0–1). Rejects with the server's words. */
export function uploadImage(
  file: File,
  csrf: string,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/images");
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { _id?: string; url?: string; error?: string } | null;
      if (request.status === 201 && body?._id && body.url) {
        onProgress(1);
        resolve({ id: body._id, url: body.url });
      } else {
        reject(new Error(body?.error ?? UPLOAD_FAILED));
      }
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED));
    const body = new FormData();
    body.set("csrf", csrf);
    body.set("image", file);
    request.send(body);
  });
}

/** An image's address in the admin's previews. */
export const previewUrl = (id: string, width = 480) => `/api/images/${id}?w=${width}`;
