"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateProjectBody, ProjectDTO, UpdateProjectBody } from "./api-types";
import { queryKeys } from "./query-keys";
import { invalidateUsage } from "./use-billing";
import { createProject, deleteProject, getProject, listProjects, updateProject } from "./workspace-api";

// The user's projects: the list, one project, and the changes that keep both in step. Creating and
// deleting a project change the plan's usage too.

export const useProjects = () => useQuery({ queryKey: queryKeys.projects, queryFn: listProjects });

export const useProject = (projectId: string) =>
  useQuery({ queryKey: queryKeys.project(projectId), queryFn: () => getProject(projectId) });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => createProject(body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.projects }), invalidateUsage(queryClient)]),
  });
}

/** Edits a project (any of its fields, or only its status) in the list and on its page. */
export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => updateProject(projectId, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData<ProjectDTO[]>(queryKeys.projects, (list) => list?.map((p) => (p.id === updated.id ? updated : p)));
      queryClient.setQueryData(queryKeys.project(projectId), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}

export function useDeleteProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: async () => {
      // The project page may still be on screen: leave its cache alone, only drop it from the list.
      queryClient.setQueryData<ProjectDTO[]>(queryKeys.projects, (list) => list?.filter((p) => p.id !== projectId));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true }),
        invalidateUsage(queryClient),
      ]);
    },
  });
}
