/**
 * Général (spec §2): the carton and europallet presets used by the pickup form, and the offer number
 * prefix. Dimensions are whole centimetres (the shared number input: a blank reads as 0, a decimal or unreadable
 * entry is refused by the schema in French).
 * A second card holds the logistics team's notification address, saved on its own.
 */

import { QueryContent } from '@client/components/layout/query-states';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { FormNumberField } from '@client/components/ui/number-field';
import {
  generalSettingsQueryOptions,
  useGeneralSettings,
} from '@client/features/general-settings/api/get-general-settings';
import { useUpdateGeneralSettings } from '@client/features/general-settings/api/update-general-settings';
import { NotificationSettingsCard } from '@client/features/mail/components/notification-settings-card';
import { serverReason } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { readQueryAgain, type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type GeneralSettings,
  type GeneralSettingsInput,
  generalSettingsInputSchema,
} from '@shared/settings/general-settings.schema';
import { useDeferredValue } from 'react';
import { useForm } from 'react-hook-form';

type DimensionField = Exclude<keyof GeneralSettingsInput, 'offerNumberPrefix'>;

const dimensionSections: {
  legend: string;
  fields: { name: DimensionField; label: string }[];
}[] = [
  {
    legend: 'Carton standard',
    fields: [
      { name: 'cartonWidth', label: 'Largeur (cm)' },
      { name: 'cartonLength', label: 'Longueur (cm)' },
      { name: 'cartonHeight', label: 'Hauteur (cm)' },
    ],
  },
  {
    legend: 'Grand carton',
    fields: [
      { name: 'grandCartonWidth', label: 'Largeur (cm)' },
      { name: 'grandCartonLength', label: 'Longueur (cm)' },
      { name: 'grandCartonHeight', label: 'Hauteur (cm)' },
    ],
  },
  {
    legend: 'Europalette',
    fields: [
      { name: 'europaletteWidth', label: 'Largeur (cm)' },
      { name: 'europaletteLength', label: 'Longueur (cm)' },
    ],
  },
];

const settingsFields = Object.keys(generalSettingsInputSchema.shape) as (keyof GeneralSettingsInput)[];

function toFormValues(settings: GeneralSettings): GeneralSettingsInput {
  return {
    cartonWidth: settings.cartonWidth,
    cartonLength: settings.cartonLength,
    cartonHeight: settings.cartonHeight,
    grandCartonWidth: settings.grandCartonWidth,
    grandCartonLength: settings.grandCartonLength,
    grandCartonHeight: settings.grandCartonHeight,
    europaletteWidth: settings.europaletteWidth,
    europaletteLength: settings.europaletteLength,
    offerNumberPrefix: settings.offerNumberPrefix,
  };
}

export function GeneralSettingsTab() {
  // The notification card appears with the dimensions form, not below its loader: the form is taller than
  // the loader and would push the card down the page as it arrives (a layout shift). Deferred as the form's
  // QueryContent reads its data: both appear in the same render.
  const dimensionsPending = useDeferredValue(useGeneralSettings().isPending);
  return (
    <div className="grid gap-6">
      <DimensionsCard />
      {!dimensionsPending && <NotificationSettingsCard />}
    </div>
  );
}

function DimensionsCard() {
  const settings = useGeneralSettings();

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Dimensions et numéro d'offre</h2>
        <CardDescription>
          Dimensions proposées par défaut dans les demandes d'enlèvement de colis et de palettes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={settings}
          loadingLabel="Chargement des paramètres"
          errorTitle="Impossible de charger les paramètres."
        >
          {(data) => <ReloadableSettingsForm settings={data} />}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

/** « Recharger » reads the settings again and restarts the fields from them (the typing lost on purpose). */
function ReloadableSettingsForm({ settings }: { settings: GeneralSettings }) {
  const stale = useStaleReload({ record: settings, read: readQueryAgain(generalSettingsQueryOptions()) });
  return <GeneralSettingsForm key={stale.key} settings={stale.current ?? settings} stale={stale} />;
}

function GeneralSettingsForm({
  settings,
  stale,
}: {
  settings: GeneralSettings;
  stale: StaleReload<GeneralSettings>;
}) {
  const update = useUpdateGeneralSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(generalSettingsInputSchema),
    defaultValues: toFormValues(settings),
  });
  const prefix = watch('offerNumberPrefix');

  const onSubmit = handleSubmit(async (values) => {
    stale.clear();
    try {
      // Based on the version the fields were loaded with (decision 0076), not the cache's.
      const saved = await update.mutateAsync({ input: values, version: stale.basedOn });
      reset(toFormValues(saved));
      stale.follow(saved.version, true);
      settingsSuccessToast('Paramètres mis à jour', 'Les dimensions des cartons ont été sauvegardées.');
    } catch (error) {
      // The notice above the fields says it and offers « Recharger »: no toast on top.
      if (stale.caught(error)) return;
      applyServerFieldErrors(error, setError, settingsFields);
      settingsErrorToast('Erreur', serverReason(error, 'Impossible de sauvegarder les paramètres.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Paramètres généraux">
      <StaleVersionNotice title="Modifiés entre-temps" {...stale.notice} />
      <div className="grid gap-4 lg:grid-cols-3">
        {dimensionSections.map((section) => (
          <fieldset
            key={section.legend}
            className="grid content-start gap-3 rounded-lg border border-slate-200 bg-white/60 p-4"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">{section.legend}</legend>
            {section.fields.map((field) => (
              <FormNumberField
                key={field.name}
                id={`settings-${field.name}`}
                label={field.label}
                control={control}
                name={field.name}
                whole
                emptyValue={0}
                required
                error={errors[field.name]?.message}
              />
            ))}
          </fieldset>
        ))}
      </div>

      <FormField
        id="settings-offerNumberPrefix"
        label="Préfixe du numéro d'offre"
        className="max-w-sm"
        autoComplete="off"
        required
        hint={`Les utilisateurs ne saisissent que les 3 derniers chiffres du numéro d'offre (ex.\u00a0: ${prefix || 'OE-000'}123).`}
        error={errors.offerNumberPrefix?.message}
        {...register('offerNumberPrefix')}
      />

      <div>
        <Button type="submit" variant="brand" pending={update.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
