export { getResources, getUnits, getVehicleTypes } from './get-catalog';
export { loadRampNames, type RampName } from './load-ramp-names';
