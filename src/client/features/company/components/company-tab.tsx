/**
 * « Identité de l'entreprise » (issue 22, decision 0056): who issues the documents. The form uses the shared
 * schema (SIRET checked by INSEE's rule; shown grouped « 123 456 789 00012 », stored as 14 digits); the
 * logo has its own card: preview, replace (a file input: the server re-encodes or sanitises it), remove.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { QueryContent } from '@client/components/layout/query-states';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { Spinner } from '@client/components/ui/spinner';
import { useDeleteCompanyLogo, useUploadCompanyLogo } from '@client/features/company/api/company-logo';
import {
  companySettingsQueryOptions,
  useCompanySettings,
} from '@client/features/company/api/get-company-settings';
import { useUpdateCompanySettings } from '@client/features/company/api/update-company-settings';
import { serverReason } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { readQueryAgain, type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type CompanyIdentityInput,
  type CompanySettings,
  companyIdentityInputSchema,
  companyLogoUrl,
  formatSiret,
  siretDigits,
} from '@shared/company/company.schema';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

const companyFields = Object.keys(companyIdentityInputSchema.shape) as (keyof CompanyIdentityInput)[];

/** The form's values: empty strings until filled in, the SIRET grouped as INSEE prints it. */
function toFormValues(settings: CompanySettings): CompanyIdentityInput {
  return {
    legalName: settings.legalName ?? '',
    siret: settings.siret ? formatSiret(settings.siret) : '',
    address: settings.address ?? '',
    phone: settings.phone ?? '',
    email: settings.email ?? '',
  };
}

export function CompanyTab() {
  const settings = useCompanySettings();
  return (
    <QueryContent
      query={settings}
      loadingLabel="Chargement de l'identité de l'entreprise"
      errorTitle="Impossible de charger l'identité de l'entreprise."
    >
      {(data) => <CompanyCards settings={data} />}
    </QueryContent>
  );
}

/**
 * The identity and its logo share one version (decision 0076): the form's save is based on it; the logo's
 * upload or removal answers the new one, which the open form follows when nobody else changed the identity.
 */
function CompanyCards({ settings }: { settings: CompanySettings }) {
  const stale = useStaleReload({ record: settings, read: readQueryAgain(companySettingsQueryOptions()) });
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold text-slate-900">Identité de l'entreprise</h2>
          <CardDescription>
            Elle figure en tête de chaque document imprimé (bons de collecte, bordereaux, attestations,
            tournée du jour). Tant qu'elle est incomplète, les documents ne peuvent pas être générés.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CompanyForm key={stale.key} settings={stale.current ?? settings} stale={stale} />
        </CardContent>
      </Card>
      <LogoCard settings={settings} onSaved={(saved) => stale.follow(saved.version)} />
    </div>
  );
}

function CompanyForm({
  settings,
  stale,
}: {
  settings: CompanySettings;
  stale: StaleReload<CompanySettings>;
}) {
  const update = useUpdateCompanySettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(companyIdentityInputSchema),
    defaultValues: toFormValues(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    stale.clear();
    try {
      const saved = await update.mutateAsync({ input: values, version: stale.basedOn });
      reset(toFormValues(saved));
      stale.follow(saved.version, true);
      settingsSuccessToast('Identité enregistrée', "Les documents porteront l'identité mise à jour.");
    } catch (error) {
      // The notice above the fields says it and offers « Recharger »: no toast on top.
      if (stale.caught(error)) return;
      applyServerFieldErrors(error, setError, companyFields);
      settingsErrorToast('Erreur', serverReason(error, "Impossible d'enregistrer l'identité."));
    }
  });

  const siret = register('siret');
  const missing = settings.missingFields;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Identité de l'entreprise">
      <StaleVersionNotice title="Modifiée entre-temps" {...stale.notice} />
      {missing.length > 0 && (
        <p
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="status"
        >
          À compléter pour imprimer les documents{'\u00a0'}: {missing.join(', ')}.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="company-legalName"
          label="Raison sociale"
          autoComplete="organization"
          required
          error={errors.legalName?.message}
          {...register('legalName')}
        />
        <FormField
          id="company-siret"
          label="SIRET"
          inputMode="numeric"
          autoComplete="off"
          required
          hint="14 chiffres (SIREN puis NIC de l'établissement)."
          error={errors.siret?.message}
          {...siret}
          onBlur={(event) => {
            // Shown grouped as soon as it reads as 14 digits, as on a Kbis.
            const digits = siretDigits(event.currentTarget.value);
            if (digits) setValue('siret', formatSiret(digits));
            return siret.onBlur(event);
          }}
        />
        <PhoneField
          id="company-phone"
          label="Téléphone"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          id="company-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextareaField
        id="company-address"
        label="Adresse"
        rows={3}
        autoComplete="street-address"
        required
        error={errors.address?.message}
        {...register('address')}
      />
      <div>
        <Button type="submit" variant="brand" pending={update.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}

function LogoCard({
  settings,
  onSaved,
}: {
  settings: CompanySettings;
  /** The identity the upload or removal answered (with its version). */
  onSaved: (saved: CompanySettings) => void;
}) {
  const upload = useUploadCompanyLogo();
  const remove = useDeleteCompanyLogo();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { logo } = settings;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setUploadError(null);
    try {
      onSaved(await upload.mutateAsync(file));
      settingsSuccessToast('Logo enregistré', 'Il figurera sur les prochains documents.');
    } catch (error) {
      setUploadError(serverReason(error, "Impossible d'enregistrer le logo."));
    } finally {
      // The same file can be chosen again after a refusal.
      if (input.current) input.current.value = '';
    }
  }

  async function confirmRemove() {
    try {
      onSaved(await remove.mutateAsync());
      setConfirmOpen(false);
      settingsSuccessToast('Logo supprimé');
    } catch (error) {
      settingsErrorToast('Erreur', serverReason(error, 'Impossible de supprimer le logo.'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Logo</h2>
        <CardDescription>
          Facultatif. PNG, JPEG ou SVG, 1{'\u00a0'}Mo et 2048{'\u00a0'}×{'\u00a0'}2048{'\u00a0'}pixels au
          maximum. L'image est réenregistrée par le serveur (métadonnées retirées, SVG nettoyé).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex min-h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white p-4">
          {logo ? (
            <img
              src={companyLogoUrl(logo)}
              alt="Logo actuel de l'entreprise"
              className="max-h-24 max-w-full object-contain"
            />
          ) : (
            <p className="text-sm text-muted-foreground">Aucun logo</p>
          )}
        </div>
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            {logo ? 'Remplacer le logo' : 'Ajouter un logo'}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={uploadError ? errorId : undefined}
            disabled={upload.isPending}
            onChange={onFile}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          />
          {upload.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner /> Envoi du logo…
            </p>
          )}
          {uploadError && (
            <p id={errorId} className="text-sm text-destructive" role="alert">
              {uploadError}
            </p>
          )}
        </div>
        {logo && (
          <div>
            <Button type="button" variant="outline" onClick={() => setConfirmOpen(true)}>
              Supprimer le logo
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={'Supprimer le logo\u00a0?'}
        description="Les documents seront imprimés sans logo jusqu'à ce qu'un nouveau soit ajouté."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        confirmLabel="Supprimer"
      />
    </Card>
  );
}
