export { listResources, listUnits, listVehicleTypes } from './list-catalog';
export { listResourcesWithin } from './list-resources-within';
export { loadRampNames, type RampName } from './load-ramp-names';
