/**
 * The endpoint contract. Each endpoint is defined once (method, path, access, the zod schemas of
 * its path params, query and body, its response type and the error codes it can answer); the
 * server registers handlers against it, the client calls it through one typed function, and the
 * OpenAPI document is generated from it.
 *
 * The client imports these modules with `import type` only, so no zod reaches the browser from
 * here: the runtime value it needs (method and path) is the endpoint's key, e.g. 'GET /api/doctors'.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Permission } from '../permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone; user: signed in; api_key: a clinic system's key; a permission: a signed-in user
 * whose role grants it (`ROLE_PERMISSIONS`); admin: the admin role itself, whatever that table
 * says (endpoints name a permission instead, so a role's reach stays in one table).
 */
export type Access = 'public' | 'user' | 'admin' | 'api_key' | Permission;

export interface EndpointDefinition {
  method: Method;
  /** Full path with `:name` parameters, e.g. '/api/doctors/:id'. */
  path: string;
  access: Access;
  /** One line for the API documentation. */
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The response body's schema where it is practical to write one; documented when given. */
  responseSchema?: z.ZodType;
  /** 200 unless said otherwise; 204 answers have no body; 302 is a redirect. */
  status?: 200 | 201 | 202 | 204 | 302;
  /** Domain error codes beyond those every endpoint can answer (validation, auth, 5xx). */
  errors?: readonly ErrorCode[];
  /** Not a JSON body: a stream, a file, a page or a redirect (the handler returns a Response). */
  raw?: 'event-stream' | 'file' | 'html' | 'redirect';
  /**
   * Answered by the auth library: the handler passes the validated request on and returns the
   * library's Response with its status, cookies and headers (errors renamed to the API's codes).
   */
  passThrough?: true;
}

/** An endpoint definition carrying its response type `R` (a type only: nothing at run time). */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition, R = unknown> = D & {
  readonly __response?: R;
};

/**
 * `defineEndpoint<Response>()({ … })`: the first call names the response type, the second keeps
 * the literal method, path and schemas of the definition. A `responseSchema` must describe the
 * response type exactly (see `SchemaMatches`), so the type the client reads and the schema the
 * document shows and the tests check cannot drift apart: a difference fails `tsc` here.
 */
export function defineEndpoint<R = void>() {
  return <const D extends EndpointDefinition>(
    definition: D & SchemaMatches<R, D>,
  ): Endpoint<D, R> => definition;
}

/** Every property required, at every depth: an optional property on one side only then shows. */
type DeepRequired<T> = { [K in keyof T]-?: DeepRequired<T[K]> };

/** Each assignable to the other (not distributed, so a union is compared as a whole). */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `unknown` (no constraint) when the endpoint has no response schema or its output is the
 * response type; otherwise a `responseSchema` property no schema can fill, which names the type
 * expected. Mutual assignability alone lets an optional property exist on one side only; the
 * second comparison, with every property required, catches that.
 */
export type SchemaMatches<R, D> = D extends { responseSchema: infer S extends z.ZodType }
  ? Mutual<z.output<S>, R> extends true
    ? Mutual<DeepRequired<z.output<S>>, DeepRequired<R>> extends true
      ? unknown
      : { responseSchema: { 'the schema differs from the response type': R } }
    : { responseSchema: { 'the schema differs from the response type': R } }
  : unknown;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ParamsOf<E> = E extends { params: infer S } ? Infer<S> : PathParams<PathOf<E>>;
export type QueryOf<E> = E extends { query: infer S } ? Infer<S> : undefined;
export type BodyOf<E> = E extends { body: infer S } ? Infer<S> : undefined;
export type ResponseOf<E> = E extends { readonly __response?: infer R } ? R : never;
type PathOf<E> = E extends { path: infer P extends string } ? P : string;

/** `{ id: string }` for '/api/doctors/:id'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<string, never>;

/**
 * What a caller sends: path params, query and body, each only when the endpoint has one.
 * The checks are not distributive (`[E] extends [...]`): while a call's key is still being
 * inferred, TypeScript reads this for the union of every endpoint, and three distributed parts
 * intersect into the product of their variants, past the compiler's union limit (TS2590).
 */
export type InputOf<E> = ([E] extends [{ path: `${string}:${string}` }]
  ? { params: E extends { params: infer S } ? InferInput<S> : PathParams<PathOf<E>> }
  : { params?: undefined }) &
  ([E] extends [{ query: infer S }] ? { query?: Partial<InferInput<S>> } : { query?: undefined }) &
  ([E] extends [{ body: infer S }] ? { body: InferInput<S> } : { body?: undefined });

/** The key of an endpoint in the contract map: 'GET /api/doctors/:id'. */
export type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** Turns a module of endpoint definitions into a map keyed by 'METHOD /path'. */
export type EndpointMap<T extends Record<string, EndpointDefinition>> = {
  [N in keyof T as KeyOf<T[N]>]: T[N];
};
