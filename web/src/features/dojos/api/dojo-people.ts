import { type DojoInstructor, type DojoStudent, dojosEndpoints } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";
import { readWithOfflineCopy } from "./offline-copy";

/** GET /gkf/dojos/:id/students: active students and join requests (kept for the roll call offline). */
export function useStudents(dojoId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.students(dojoId),
    ...readWithOfflineCopy(`students:${dojoId}`, async (): Promise<DojoStudent[]> => {
      const { items } = await callEndpoint(
        http,
        dojosEndpoints.students,
        { params: { id: dojoId }, query: {} },
        { silent: true },
      );
      return items;
    }),
  });
}

export type StudentDecision = "ACCEPTED" | "DECLINED" | "ENDED";

/** PATCH /gkf/dojos/:id/students/:memberId: accept or decline a request, or end an enrolment. */
export function useDecideStudent(dojoId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, decision }: { memberId: string; decision: StudentDecision }) =>
      callEndpoint(http, dojosEndpoints.decideStudent, { params: { id: dojoId, memberId }, body: { decision } }),
    // The answer replaces the student in place at once; the rest of the dojo is read again.
    onSuccess: (student) =>
      queryClient.setQueryData<DojoStudent[]>(DOJOS_KEYS.students(dojoId), (list) =>
        list?.map((item) => (item.member_id === student.member_id ? student : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.dojo(dojoId) }),
  });
}

/** GET /gkf/dojos/:id/instructors: with their credentials' states (never the documents). */
export function useInstructors(dojoId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.instructors(dojoId),
    queryFn: async ({ signal }): Promise<DojoInstructor[]> =>
      (await callEndpoint(http, dojosEndpoints.instructors, { params: { id: dojoId } }, { silent: true, signal }))
        .items,
  });
}

/** POST /gkf/dojos/:id/instructors: the head instructor adds an assistant by membership number. */
export function useAddInstructor(dojoId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: string) =>
      callEndpoint(http, dojosEndpoints.addInstructor, { params: { id: dojoId }, body: { member } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.instructors(dojoId) }),
  });
}
