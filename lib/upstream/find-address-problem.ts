import { classifyAddress } from './classify-address';

// The one rule for where the reservation service may live, applied to a host's addresses when the base URL is
// saved (lib/settings/check-base-url.ts) and to every DNS answer before a connection (./guard-connection.ts).

export interface AddressProblem {
  kind: string;
  address: string;
  /** Completes "the base URL …", e.g. "resolves to a private address (10.0.0.5)". */
  message: string;
}

export interface AddressRule {
  /**
   * ALLOW_INSECURE_UPSTREAM: loopback (a service on this machine, the emulator) is allowed, and plain http to it.
   * Asked only when an address is loopback, so a client that never reaches this machine never reads the setting.
   */
  allowLoopback: () => boolean;
  protocol: 'http:' | 'https:';
  /**
   * OIDC_ALLOW_PRIVATE_ISSUER: private-network addresses (RFC 1918, shared address space, unique local) are allowed,
   * for a company identity provider inside its own network. Link-local, metadata, reserved and unspecified addresses
   * stay refused, and so does loopback without allowLoopback.
   */
  allowPrivate?: boolean;
}

/**
 * Null when every address is public (or every one loopback, when allowed); otherwise the first problem. A host
 * is judged by all its answers, so one internal address among public ones is enough to refuse it.
 */
export function findAddressProblem(addresses: readonly string[], rule: AddressRule): AddressProblem | null {
  if (addresses.length === 0) return { kind: 'none', address: '', message: 'resolves to no address' };
  const judged = addresses.map((address) => ({ address, kind: classifyAddress(address) }));
  const inner = judged.find(
    (a) => a.kind !== 'public' && a.kind !== 'loopback' && !(rule.allowPrivate && a.kind === 'private'),
  );
  if (inner)
    return { ...inner, message: `resolves to a ${inner.kind} address (${inner.address}), which is not allowed` };
  const loopback = judged.find((a) => a.kind === 'loopback');
  if (loopback && judged.some((a) => a.kind !== 'loopback')) {
    return { ...loopback, message: `resolves to a mix of loopback (${loopback.address}) and other addresses` };
  }
  if (loopback && !rule.allowLoopback()) {
    return {
      ...loopback,
      message: `points at this machine (loopback, ${loopback.address}); only allowed when ALLOW_INSECURE_UPSTREAM=true`,
    };
  }
  if (rule.protocol === 'http:' && !loopback) {
    return {
      kind: 'insecure',
      address: judged[0]!.address,
      message: 'must use https:// (plain http only for a loopback emulator with ALLOW_INSECURE_UPSTREAM=true)',
    };
  }
  return null;
}
