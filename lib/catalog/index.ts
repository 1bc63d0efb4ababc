export { getResources, getUnits, getVehicleTypes } from './get-catalog';
export { getResourcesWithin } from './get-resources-within';
export { loadRampNames, type RampName } from './load-ramp-names';
