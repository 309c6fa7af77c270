import { describe, expect, it } from 'vitest';
import { mayCreateProjects, mayManageProject, mayReadProject, maySeeAllProjects } from './projects.ts';
import type { PolicyViewer } from './viewer.ts';

const viewer = (groups: PolicyViewer['groups'] = [], userId = 'u1'): PolicyViewer => ({
  userId,
  email: 'someone@example.com',
  groups,
});
const facts = { ownerId: 'owner', globallyVisible: false, viewerResource: null };

describe('project policy', () => {
  it('lets admin and project-management create and manage any project', () => {
    for (const group of ['admin', 'project-management'] as const) {
      expect(mayCreateProjects(viewer([group]))).toBe(true);
      expect(mayManageProject(viewer([group]), facts)).toBe(true);
    }
    expect(mayCreateProjects(viewer(['finance']))).toBe(false);
  });

  it('lets the owner and a resource with allowProjectManagement manage that project', () => {
    expect(mayManageProject(viewer([], 'owner'), facts)).toBe(true);
    expect(mayManageProject(viewer(), { ...facts, viewerResource: { allowProjectManagement: true } })).toBe(
      true,
    );
    expect(mayManageProject(viewer(), { ...facts, viewerResource: { allowProjectManagement: false } })).toBe(
      false,
    );
  });

  it('lets finance, team members and everyone on a globally visible project read it, and nobody else', () => {
    expect(mayReadProject(viewer(['finance']), facts)).toBe(true);
    expect(mayManageProject(viewer(['finance']), facts)).toBe(false);
    expect(mayReadProject(viewer(), { ...facts, viewerResource: { allowProjectManagement: false } })).toBe(
      true,
    );
    expect(mayReadProject(viewer(), { ...facts, globallyVisible: true })).toBe(true);
    expect(mayReadProject(viewer(), facts)).toBe(false);
    expect(maySeeAllProjects(viewer())).toBe(false);
    expect(maySeeAllProjects(viewer(['finance']))).toBe(true);
  });
});
