import type { PaymentCrediting } from "../payments/payment-crediting.js";
import { EntriesService } from "./entries.service.js";
import { EventContext, type EventDeps } from "./event-context.js";
import { EventDayService } from "./event-day.service.js";
import { EventExportsService } from "./event-exports.service.js";
import { EventStatisticsService } from "./event-statistics.service.js";
import { EventsService } from "./events.service.js";

/** The events module's services (`app.services.events`), sharing one context. */
export interface EventServices {
  events: EventsService;
  entries: EntriesService;
  eventDay: EventDayService;
  exports: EventExportsService;
  statistics: EventStatisticsService;
}

/** Builds the module and registers what crediting an EVENT_ENTRY payment does. */
export function createEventServices(deps: EventDeps, crediting: PaymentCrediting): EventServices {
  const context = new EventContext(deps);
  const entries = new EntriesService(context);
  crediting.registerPurpose("EVENT_ENTRY", entries.creditHandler());
  return {
    events: new EventsService(context),
    entries,
    eventDay: new EventDayService(context),
    exports: new EventExportsService(context),
    statistics: new EventStatisticsService(context),
  };
}
