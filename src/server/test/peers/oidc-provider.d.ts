/**
 * oidc-provider ships no types (they live in @types/oidc-provider, not installed). These declare only what
 * the test peers use, checked against oidc-provider 9's lib/provider.js, lib/models and lib/helpers/defaults.js.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Grant {
    jti: string;
    rejected?: object;
    rejectOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface AccessToken {
    jti: string;
    grantId?: string;
    clientId: string;
    accountId?: string;
    scope?: string;
  }

  export interface ClaimsRecord {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<ClaimsRecord> | ClaimsRecord;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      client: Client;
      session: { grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types: string[];
    response_types: string[];
    token_endpoint_auth_method: string;
  }

  type Ttl = number | ((ctx: KoaContextWithOIDC, token: unknown, client: Client) => number);

  export interface Configuration {
    clients: ClientMetadata[];
    jwks: { keys: object[] };
    cookies: { keys: string[] };
    scopes: string[];
    claims: Record<string, string[] | null>;
    extraParams: string[];
    conformIdTokenClaims: boolean;
    pkce: { required: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    features: {
      devInteractions: { enabled: boolean };
      revocation: {
        enabled: boolean;
        allowedPolicy: (ctx: KoaContextWithOIDC, client: Client, token: AccessToken) => Promise<boolean>;
      };
    };
    ttl: Partial<
      Record<
        | 'AccessToken'
        | 'AuthorizationCode'
        | 'IdToken'
        | 'RefreshToken'
        | 'Interaction'
        | 'Session'
        | 'Grant',
        Ttl
      >
    >;
    findAccount(ctx: KoaContextWithOIDC, id: string): Promise<Account | undefined>;
    loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    issueRefreshToken(ctx: KoaContextWithOIDC, client: Client, code: unknown): Promise<boolean>;
    expiresWithSession(ctx: KoaContextWithOIDC, code: unknown): Promise<boolean>;
    rotateRefreshToken(ctx: KoaContextWithOIDC): boolean;
  }

  interface TokenModel<T> {
    find(value: string): Promise<T | undefined>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Partial<Configuration>);
    readonly issuer: string;
    readonly Grant: { find(id: string): Promise<Grant | undefined> };
    readonly AccessToken: TokenModel<AccessToken>;
    readonly RefreshToken: TokenModel<unknown>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: 'grant.saved', listener: (grant: Grant) => void): this;
    on(event: 'server_error', listener: (ctx: unknown, error: Error) => void): this;
  }

  export default Provider;
}
