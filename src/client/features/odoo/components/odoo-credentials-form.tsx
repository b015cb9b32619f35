/**
 * Mon compte › Intégration Odoo (spec §2 My account): the user's own Odoo login and password (or API key),
 * which the request forms use to list signed offers. The password never comes back from the server.
 * "Tester la connexion" signs in to Odoo with the stored credentials and says whether it worked, or why not.
 * When this server has no Odoo, the card says so: the credentials can be saved for when it is set up.
 */

import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Notice } from '@client/components/ui/notice';
import { useOdooStatus } from '@client/features/odoo/api/get-odoo-status';
import { odooKeys } from '@client/features/odoo/api/query-keys';
import { useTestOdooConnection } from '@client/features/odoo/api/test-odoo-connection';
import { useUpdateUser } from '@client/features/users/api/update-user';
import { serverReason } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import type { StaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import { odooMessages } from '@shared/odoo/erp-offers';
import type { PublicUser } from '@shared/users/user.schema';
import { odooCredentialsSchema } from '@shared/users/user-form.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

const odooFields = ['odooLogin', 'odooPassword'] as const;

export const odooConnectionMessages = {
  success: 'Connexion réussie',
  failure: 'Échec de la connexion',
  failed: 'Impossible de tester la connexion à Odoo.',
} as const;

export function OdooCredentialsForm({ user, stale }: { user: PublicUser; stale: StaleReload<PublicUser> }) {
  const update = useUpdateUser();
  const status = useOdooStatus();
  const test = useTestOdooConnection();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(odooCredentialsSchema),
    // The stored password never comes back from the server: the field always starts empty.
    defaultValues: { odooLogin: user.odooLogin ?? '', odooPassword: '' },
  });
  const hasCredentials = Boolean(user.odooLogin && user.hasOdooPassword);
  const odooOff = status.data?.enabled === false;

  const onSubmit = handleSubmit(async (values) => {
    stale.clear();
    try {
      const updated = await update.mutateAsync({ id: user.id, input: values, version: user.version });
      reset({ odooLogin: updated.odooLogin ?? '', odooPassword: '' });
      test.reset();
      // Offer lists read with the former credentials are not the user's any more.
      queryClient.removeQueries({ queryKey: odooKeys.offerLists() });
      settingsSuccessToast('Identifiants Odoo mis à jour');
    } catch (error) {
      // The notice in the form says it and offers « Recharger »: no toast on top.
      if (stale.caught(error)) return;
      applyServerFieldErrors(error, setError, odooFields);
      settingsErrorToast(
        'Erreur lors de la mise à jour',
        serverReason(error, 'Impossible de sauvegarder les identifiants Odoo.'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Identifiants Odoo">
      <StaleVersionNotice title="Modifiés entre-temps" {...stale.notice} />
      {odooOff && (
        <Notice tone="info" title={odooMessages.off}>
          Vous pouvez tout de même enregistrer vos identifiants&nbsp;: ils serviront dès que l'intégration
          sera activée.
        </Notice>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="odoo-login"
          label="Identifiant Odoo"
          autoComplete="off"
          hint="Laissez vide pour supprimer vos identifiants Odoo."
          error={errors.odooLogin?.message}
          {...register('odooLogin')}
        />
        <FormField
          id="odoo-password"
          label="Mot de passe Odoo"
          type="password"
          autoComplete="new-password"
          hint={
            user.hasOdooPassword
              ? 'Un mot de passe est enregistré. Laissez ce champ vide pour le conserver.'
              : 'Aucun mot de passe enregistré.'
          }
          error={errors.odooPassword?.message}
          {...register('odooPassword')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="brand" pending={update.isPending}>
          Enregistrer les identifiants
        </Button>
        {status.data?.enabled && (
          <Button
            type="button"
            variant="outline"
            // The test uses the stored credentials: unsaved changes would not be the ones tried.
            disabled={!hasCredentials || isDirty}
            pending={test.isPending}
            aria-describedby={!hasCredentials || isDirty ? 'odoo-test-hint' : undefined}
            onClick={() => test.mutate()}
          >
            Tester la connexion
          </Button>
        )}
        {status.data?.enabled && (!hasCredentials || isDirty) && (
          <p id="odoo-test-hint" className="text-sm text-muted-foreground">
            {isDirty
              ? 'Enregistrez vos modifications pour les tester.'
              : 'Enregistrez vos identifiants pour tester la connexion.'}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {test.isSuccess && (
          <Notice tone="success" title={odooConnectionMessages.success}>
            {test.data.serverVersion
              ? `Odoo ${test.data.serverVersion} a accepté vos identifiants.`
              : 'Odoo a accepté vos identifiants.'}
          </Notice>
        )}
        {test.isError && (
          <Notice tone="error" title={odooConnectionMessages.failure}>
            {serverReason(test.error, odooConnectionMessages.failed)}
          </Notice>
        )}
      </div>
    </form>
  );
}
