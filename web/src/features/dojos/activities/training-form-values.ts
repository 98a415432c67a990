import type { Belt, DojoInstructor, TrainingWrite } from "@gkf/contract";

export interface TrainingFormValues {
  title: string;
  weekday: string;
  start_time: string;
  end_time: string;
  lead_instructor: string;
  min_belt: string;
  max_belt: string;
  counts_toward_grading: boolean;
}

export const EMPTY_TRAINING_FORM: TrainingFormValues = {
  title: "",
  weekday: "",
  start_time: "",
  end_time: "",
  lead_instructor: "",
  min_belt: "",
  max_belt: "",
  counts_toward_grading: true,
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TrainingFormTexts {
  required: string;
  time: string;
  endAfterStart: string;
  flagged: string;
}

/**
 * The form's checks: a weekday, times as HH:MM with the end after the start, and a lead who may
 * lead (an instructor whose licence or safeguarding has expired may not: the server says so too).
 */
export function checkTrainingForm(
  values: TrainingFormValues,
  instructors: readonly DojoInstructor[],
  texts: TrainingFormTexts,
): Partial<Record<keyof TrainingFormValues, string>> {
  const errors: Partial<Record<keyof TrainingFormValues, string>> = {};
  if (!values.weekday) errors.weekday = texts.required;
  for (const field of ["start_time", "end_time"] as const) {
    if (!values[field]) errors[field] = texts.required;
    else if (!TIME.test(values[field])) errors[field] = texts.time;
  }
  if (!errors.start_time && !errors.end_time && values.end_time <= values.start_time)
    errors.end_time = texts.endAfterStart;
  if (!values.lead_instructor) errors.lead_instructor = texts.required;
  else if (instructors.find((instructor) => instructor.member_id === values.lead_instructor)?.flagged)
    errors.lead_instructor = texts.flagged;
  return errors;
}

export function toTrainingWrite(values: TrainingFormValues): TrainingWrite {
  const title = values.title.trim();
  return {
    ...(title ? { title } : {}),
    weekday: Number(values.weekday),
    start_time: values.start_time,
    end_time: values.end_time,
    lead_instructor: values.lead_instructor,
    ...(values.min_belt ? { min_belt: values.min_belt as Belt } : {}),
    ...(values.max_belt ? { max_belt: values.max_belt as Belt } : {}),
    counts_toward_grading: values.counts_toward_grading,
  };
}
