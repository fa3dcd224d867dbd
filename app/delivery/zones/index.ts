// Delivery zones, the one entry the rest of the shop imports: what a zone is (zone), the zones a
// new shop starts with (defaults), their ids (ids), finding an area by name or in an address
// (areas), the zone an order is delivered under or its refusal (find-zone), its fee (rules) and
// the earliest date it can be delivered (timing).
export type { DeliveryZone, ZoneText, ZoneTiming } from "./zone";
export { DEFAULT_ZONES } from "./defaults";
export { newZoneId, zoneIdOf } from "./ids";
export { areaNamedIn, areaOf, areasByEmirate, zoneForArea } from "./areas";
export { areaNotInEmirate, notDeliveredTo, zoneOfAddress, zoneRulesFor } from "./find-zone";
export {
  deliveryFeeForArea,
  feeRules,
  rulesOfAnyZone,
  rulesOfZone,
  type DeliveryRules,
} from "./rules";
export {
  earliestDate,
  needsMoreNotice,
  NEEDS_MORE_NOTICE_HERE,
  TOO_SOON_FOR_AREA,
  zoneDateProblem,
  zoneWindow,
} from "./timing";
