// Public entry of lib/sync: the scheduled download from the service and the lease that keeps it to one instance.
import 'server-only';

export { acquireLease, readLease, releaseLease, renewLease, type Lease } from './hold-lease';
