/** Starts a Blobs server keeping its data in `directory`, points every store of this process at it; returns its stop. */
export function startLocalBlobs(directory: string): Promise<() => Promise<void>>;
