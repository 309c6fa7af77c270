import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee, profileResponse, publicConfiguration } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function row(label: string) {
  const header = screen.getByText(label, { selector: 'th, th *' });
  const cells = header.closest('tr');
  if (!cells) throw new Error(`no row ${label}`);
  return within(cells);
}

describe('/user/profile', () => {
  it("shows the signed-in user's details", async () => {
    renderApp('/user/profile', appServer({ me: { ...employee, groups: ['project-management'] } }));
    expect(await screen.findByRole('heading', { name: 'Erin Employee' })).toBeInTheDocument();
    expect(row('Title').getByText('Consultant')).toBeInTheDocument();
    expect(row('E-mail').getByText('employee@example.com')).toBeInTheDocument();
    expect(row('Groups').getByText('Project Management')).toBeInTheDocument();
    expect(row('Employee type').getByText('W-2')).toBeInTheDocument();
    expect(row('Department').getByText('Delivery')).toBeInTheDocument();
    expect(row('Payroll ID').getByText('P-1001')).toBeInTheDocument();
    expect(await screen.findByText('Pat Manager')).toBeInTheDocument();
  });

  describe('Change Password (U-002..U-004)', () => {
    it("requires every field and shows 'Passwords do not match' on both new ones", async () => {
      const server = appServer();
      renderApp('/user/profile', server);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Change Password' }));
      expect(await screen.findAllByText('Required')).toHaveLength(3);
      await user.type(screen.getByLabelText('Current password'), 'demo1234');
      await user.type(screen.getByLabelText('New password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Password must be at least 12 characters.')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('New password'));
      await user.type(screen.getByLabelText('New password'), 'one-password');
      await user.type(screen.getByLabelText('Confirm new password'), 'another-password');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findAllByText('Passwords do not match')).toHaveLength(2);
      expect(server.calls.some((call) => JSON.stringify(call.body).includes('ChangePassword'))).toBe(false);
    });

    it("changes it, says 'Password Changed' and goes to /user/timesheets", async () => {
      const sent: unknown[] = [];
      const server = appServer({
        graphql: {
          ChangePassword: (variables) => {
            sent.push(variables);
            return { body: { data: { changePassword: true } } };
          },
        },
      });
      const { router } = renderApp('/user/profile', server);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Current password'), 'demo1234');
      await user.type(screen.getByLabelText('New password'), 'a-new-password');
      await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Password Changed')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/timesheets'));
      expect(sent).toEqual([{ currentPassword: 'demo1234', newPassword: 'a-new-password' }]);
    });

    it("shows the server's refusal under the field it names", async () => {
      const server = appServer({
        graphql: {
          ChangePassword: () => ({
            body: {
              data: null,
              errors: [
                {
                  message: 'The current password is not correct.',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: { currentPassword: 'The current password is not correct.' },
                  },
                },
              ],
            },
          }),
        },
      });
      const { router } = renderApp('/user/profile', server);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Current password'), 'not-mine');
      await user.type(screen.getByLabelText('New password'), 'a-new-password');
      await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      const shown = await screen.findByText('The current password is not correct.');
      expect(shown.closest('.ant-form-item')).toHaveTextContent(/^Current password/);
      expect(router.state.location.pathname).toBe('/user/profile');
    });

    it('tells a single-sign-on user without a password where it is managed', async () => {
      const sso = { ...employee, emails: [{ address: 'erin@globex.example' }] };
      renderApp(
        '/user/profile',
        appServer({
          me: sso,
          configuration: { ...publicConfiguration, 'sso-email-domain': 'globex.example' },
          graphql: {
            Profile: () => ({
              body: { data: { me: { ...profileResponse(sso), hasPasswordCredentials: false } } },
            }),
          },
        }),
      );
      expect(await screen.findByText('Your credentials are managed by Office 365.')).toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    });
  });

  it('saves each preference at once through updateUserSettings (U-006)', async () => {
    const sent: unknown[] = [];
    renderApp(
      '/user/profile',
      appServer({
        graphql: {
          UpdateProfileSettings: (variables) => {
            sent.push(variables);
            return {
              body: {
                data: {
                  updateUserSettings: {
                    __typename: 'Me',
                    _id: employee._id,
                    settings: {
                      __typename: 'UserSettings',
                      useNewTaskSelector: true,
                      emailNotifications: true,
                    },
                  },
                },
              },
            };
          },
        },
      }),
    );
    const user = userEvent.setup();
    const preview = await screen.findByRole('switch', { name: 'New task selector (preview)' });
    expect(preview).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail notifications' })).toBeChecked();
    await user.click(preview);
    await waitFor(() => expect(preview).toBeChecked());
    expect(sent).toEqual([{ id: employee._id, input: { useNewTaskSelector: true } }]);
  });
});
