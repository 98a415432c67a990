import type { PaymentCrediting } from "../payments/payment-crediting.js";
import { AffiliationService } from "./affiliation.service.js";
import { AttendanceService } from "./attendance.service.js";
import { DojoContext, type DojoDeps } from "./dojo-context.js";
import { DojosService } from "./dojos.service.js";
import { InstructorsService } from "./instructors.service.js";
import { MyTrainingService } from "./my-training.service.js";
import { StudentsService } from "./students.service.js";
import { TrainingsService } from "./trainings.service.js";

/** The dojos module's services (`app.services.dojos`), one per concern, sharing one context. */
export interface DojoServices {
  registry: DojosService;
  affiliation: AffiliationService;
  instructors: InstructorsService;
  students: StudentsService;
  trainings: TrainingsService;
  attendance: AttendanceService;
  myTraining: MyTrainingService;
}

/** Builds the module and registers what crediting a DOJO_AFFILIATION payment does. */
export function createDojoServices(deps: DojoDeps, crediting: PaymentCrediting): DojoServices {
  const context = new DojoContext(deps);
  const trainings = new TrainingsService(context);
  const affiliation = new AffiliationService(context);
  crediting.registerPurpose("DOJO_AFFILIATION", affiliation.creditHandler());
  return {
    registry: new DojosService(context),
    affiliation,
    instructors: new InstructorsService(context),
    students: new StudentsService(context),
    trainings,
    attendance: new AttendanceService(context, trainings),
    myTraining: new MyTrainingService(context, trainings),
  };
}
