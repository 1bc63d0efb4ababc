export { getResources, getUnits, getVehicleTypes } from './get-catalog';
