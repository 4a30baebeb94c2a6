/** A catalogue's shape with literal strings widened, so other languages can fill it. */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => string
      ? (...args: A) => string
      : T extends readonly string[]
        ? readonly string[]
        : { readonly [K in keyof T]: Widen<T[K]> };
