import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setConfiguration, type World } from '../../timesheets/timesheets.fixtures.ts';
import { openProjectListWorld, type ProjectListWorld } from './project-list.fixtures.ts';

const CREATE = `mutation($name: String, $description: String, $existingClientId: ID, $clientName: String,
  $clientShortName: String, $isTemplate: Boolean, $templateId: ID, $projectCode: String, $budget: Float) {
  createProject(name: $name, description: $description, existingClientId: $existingClientId,
    clientName: $clientName, clientShortName: $clientShortName, isTemplate: $isTemplate,
    templateId: $templateId, projectCode: $projectCode, budget: $budget) {
    _id name description projectCode budget status isTemplate ownerId canManage
    client { _id name shortName } roles { name rate }
  } }`;

interface Created {
  _id: string;
  name: string;
  description: string | null;
  projectCode: string | null;
  budget: number;
  status: string | null;
  isTemplate: boolean;
  ownerId: string | null;
  canManage: boolean;
  client: { _id: string; name: string; shortName: string } | null;
  roles: { name: string; rate: number }[];
}

describe.each(testDatabases())('creating projects on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: ProjectListWorld['as'];
  let acme: string;
  let globex: string;
  let template: string;
  let names: ProjectListWorld['names'];

  beforeAll(async () => {
    ({ db, close, world, as, acme, globex, template, names } = await openProjectListWorld(database));
  });
  afterAll(async () => {
    await close?.();
  });

  describe('createProject (M-023..M-026)', () => {
    it('is for admin and project-management only', async () => {
      for (const actor of ['employee', 'finance', 'senior', 'pm'] as const) {
        const { error } = await call(as[actor], CREATE, { name: 'X', existingClientId: acme });
        expect(error?.extensions?.code, actor).toBe('FORBIDDEN');
      }
    });

    it('requires a name, and client names unless an existing client is picked', async () => {
      const noName = await call(as.manager, CREATE, { name: '  ', existingClientId: acme });
      expect(noName.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(noName.error?.extensions?.fields).toEqual({ name: 'Required' });
      const noClient = await call(as.manager, CREATE, { name: 'New' });
      expect(noClient.error?.extensions?.fields).toEqual({
        clientName: 'Required',
        clientShortName: 'Required',
      });
      const unknown = await call(as.manager, CREATE, {
        name: 'New',
        existingClientId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.error?.extensions?.fields).toHaveProperty('existingClientId');
      const negative = await call(as.manager, CREATE, { name: 'New', existingClientId: acme, budget: -1 });
      expect(negative.error?.extensions?.fields).toEqual({ budget: 'Provide a positive value' });
      const [{ count }] = (
        await db.execute<{ count: number }>("SELECT count(*)::int AS count FROM projects WHERE name = 'New'")
      ).rows as [{ count: number }];
      expect(count).toBe(0);
    });

    it('creates a project and a new client, owned by the creator and In Progress', async () => {
      const { data, error } = await call<Created>(as.manager, CREATE, {
        name: ' Athena ',
        description: 'A new engagement',
        clientName: 'Initech',
        clientShortName: 'INI',
        projectCode: 'ATH',
        budget: 25000,
      });
      expect(error).toBeUndefined();
      expect(data).toMatchObject({
        name: 'Athena',
        description: 'A new engagement',
        projectCode: 'ATH',
        budget: 25000,
        status: 'In Progress',
        isTemplate: false,
        canManage: true,
        client: { name: 'Initech', shortName: 'INI' },
      });
      const owner = await db.execute<{ user_id: string }>(
        "SELECT user_id FROM user_emails WHERE address = 'manager@example.com'",
      );
      expect(data?.ownerId).toBe(owner.rows[0]?.user_id);
      expect(await names('manager', 'mine')).toEqual(['Athena']);
      const again = await call(as.manager, CREATE, {
        name: 'B',
        clientName: 'initech',
        clientShortName: 'I2',
      });
      expect(again.error?.extensions?.fields).toHaveProperty('clientName');
    });

    it('lists the templates to those who may create projects', async () => {
      const query = '{ projectManagement { projectTemplates { _id name isTemplate } } }';
      const listed = await call<{ projectTemplates: { _id: string; isTemplate: boolean }[] }>(
        as.manager,
        query,
      );
      expect(listed.data?.projectTemplates.map((t) => t._id)).toContain(template);
      expect(listed.data?.projectTemplates.every((t) => t.isTemplate)).toBe(true);
      const employee = await call(as.employee, query);
      expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
    });

    it('uses an existing client and copies a template', async () => {
      const { data, error } = await call<Created>(as.admin, CREATE, {
        name: 'Ares',
        existingClientId: globex,
        clientName: 'ignored',
        templateId: template,
      });
      expect(error).toBeUndefined();
      expect(data?.client).toMatchObject({ _id: globex, name: 'Globex', shortName: 'GLX' });
      expect(data?.roles).toEqual([{ name: 'Architect', rate: 150 }]);
      const copied = await db
        .select({ name: schema.deliverables.name, milestone: schema.milestones.name })
        .from(schema.deliverables)
        .innerJoin(schema.milestones, eq(schema.milestones.id, schema.deliverables.milestoneId))
        .where(eq(schema.deliverables.projectId, data!._id));
      expect(copied).toEqual([{ name: 'Workshop', milestone: 'Discovery' }]);
      const notTemplate = await call(as.admin, CREATE, {
        name: 'Bad',
        existingClientId: globex,
        templateId: world.project,
      });
      expect(notTemplate.error?.extensions?.fields).toHaveProperty('templateId');
    });

    it('creates templates without a status, kept out of the lists', async () => {
      const { data } = await call<Created>(as.admin, CREATE, {
        name: 'Template U',
        existingClientId: acme,
        isTemplate: true,
      });
      expect(data).toMatchObject({ isTemplate: true, status: null });
      expect(await names('admin', 'all', { search: 'Template U' })).toEqual([]);
    });

    it('is refused while editing is locked', async () => {
      await setConfiguration(db, 'netsuite-enabled', 'true');
      try {
        const { error } = await call(as.admin, CREATE, { name: 'Locked', existingClientId: acme });
        expect(error?.extensions?.code).toBe('CONFLICT');
      } finally {
        await setConfiguration(db, 'netsuite-enabled', null);
      }
    });
  });
});
