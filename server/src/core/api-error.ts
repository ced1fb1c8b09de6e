/**
 * A business failure: answered with HTTP 200 and a non-zero retCode (spec 1 §8),
 * or with HTTP 401/403 for a missing, revoked or insufficient credential.
 */
export class ApiError extends Error {
  constructor(
    readonly retCode: number,
    readonly data: unknown = null,
    /** Overrides the catalogue message, e.g. to name the region that failed. */
    readonly detail?: string,
  ) {
    super(detail ?? `retCode ${retCode}`);
  }

  get httpStatus(): number {
    return this.retCode === 401 || this.retCode === 403 ? this.retCode : 200;
  }
}

export const unauthorized = () => new ApiError(401);
export const forbidden = () => new ApiError(403);
/** Invalid input: 50005 with the offending fields. */
export const invalid = (fields: Record<string, string>) => new ApiError(50005, { fields });
