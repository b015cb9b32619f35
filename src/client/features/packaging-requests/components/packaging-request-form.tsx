/**
 * The "Demande d'emballages" form: article (the active items, with the stock each holds now), type (none
 * chosen to start with: a supply and a withdrawal are opposite movements, so the person says which),
 * quantity in the article's unit, needed-by date, requester (the signed-in user's name to start with) and
 * comment, validated by the shared schema with the spec's messages; the server's field messages land under
 * their fields too. A withdrawal above the stock is flagged before sending: it may be sent, but an
 * administrator can approve it only once the stock covers it (the server refuses it with 409 until then).
 */

import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FormField, fieldAria, SelectField, TextareaField } from '@client/components/ui/form-field';
import { Notice } from '@client/components/ui/notice';
import { FormNumberField } from '@client/components/ui/number-field';
import { RadioChip } from '@client/components/ui/radio-chip';
import { useUnsavedChanges } from '@client/components/ui/unsaved-changes';
import { useUser } from '@client/features/auth/api/get-user';
import { useCreatePackagingRequest } from '@client/features/packaging-requests/api/create-packaging-request';
import { usePackagingItems } from '@client/features/packaging-stock/api/get-packaging-items';
import { toast } from '@client/hooks/use-toast';
import { isApiError, serverReason } from '@client/lib/api-client';
import { useFocusFirstInvalid } from '@client/lib/focus-first-invalid';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { quantityText } from '@client/lib/french-text';
import { zodResolver } from '@client/lib/zod-resolver';
import { parisToday } from '@shared/requests/request-fields';
import {
  type PackagingRequest,
  packagingRequestInputSchema,
  packagingRequestTypeLabels,
  packagingRequestTypes,
} from '@shared/stock/packaging-request.schema';
import { fullName } from '@shared/users/user.schema';
import { isAdmin } from '@shared/users/user-roles';
import { useForm } from 'react-hook-form';
import { withdrawalWarning } from '../packaging-request-stock';

const fields = ['itemId', 'type', 'quantity', 'neededBy', 'requester', 'comments'] as const;
const QUANTITY_ID = 'packaging-request-quantity';
const STOCK_WARNING_ID = 'packaging-request-stock-warning';
const CREATE_FAILED_MESSAGE = "La demande d'emballages n'a pas pu être envoyée. Réessayez.";

/** The select's value ("" until chosen) as the schema's number; "" stays undefined ("Sélectionnez un article"). */
const toItemId = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

export function PackagingRequestForm({ onCreated }: { onCreated: (request: PackagingRequest) => void }) {
  const { data: user } = useUser();
  const items = usePackagingItems({ refreshOnOpen: true });
  const create = useCreatePackagingRequest();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty, submitCount },
  } = useForm({
    shouldFocusError: false,
    resolver: zodResolver(packagingRequestInputSchema),
    defaultValues: {
      requester: user ? fullName(user) : '',
      comments: '',
      neededBy: null,
    },
  });

  useUnsavedChanges(isDirty);
  const formRef = useFocusFirstInvalid(submitCount);

  const selected = items.data?.find((item) => item.id === watch('itemId'));
  const overStock = withdrawalWarning(watch('type'), watch('quantity'), selected);
  const quantityDescribedBy = [
    fieldAria({ id: QUANTITY_ID, error: errors.quantity?.message }).controlProps['aria-describedby'],
    overStock ? STOCK_WARNING_ID : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      toast({
        title: "Demande d'emballages envoyée",
        description: `${packagingRequestTypeLabels[created.type]} de ${quantityText(created.quantity, created.itemUnit)} de «\u00a0${created.itemName}\u00a0»\u00a0: un administrateur va la traiter.`,
      });
      onCreated(created);
    } catch (error) {
      // An article archived meanwhile comes back on itemId: the list is read again without it.
      if (isApiError(error) && error.errors?.itemId) void items.refetch();
      applyServerFieldErrors(error, setError, [...fields]);
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: serverReason(error, CREATE_FAILED_MESSAGE),
      });
    }
  });

  const itemsHint = items.isError
    ? "La liste des articles n'a pas pu être chargée. Fermez puis rouvrez ce formulaire."
    : items.data?.length === 0
      ? isAdmin(user)
        ? "Aucun article n'est suivi pour l'instant\u00a0: créez-en dans Paramètres, onglet «\u00a0Articles\u00a0»."
        : "Aucun article n'est suivi pour l'instant\u00a0: un administrateur doit en créer dans Paramètres, onglet «\u00a0Articles\u00a0»."
      : selected
        ? `En stock\u00a0: ${quantityText(selected.currentStock, selected.unit)}`
        : undefined;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <SelectField
        id="packaging-request-item"
        label="Article"
        required
        defaultValue=""
        disabled={items.isPending}
        aria-busy={items.isPending || undefined}
        error={errors.itemId?.message}
        hint={itemsHint}
        {...register('itemId', { setValueAs: toItemId })}
      >
        <option value="" disabled>
          {items.isPending ? 'Chargement des articles…' : 'Choisissez un article'}
        </option>
        {items.data?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>

      <fieldset
        className="grid gap-2"
        aria-invalid={errors.type ? true : undefined}
        aria-describedby={errors.type ? 'packaging-request-type-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Type de demande</legend>
        <div className="flex flex-wrap gap-2">
          {packagingRequestTypes.map((value) => (
            <RadioChip key={value} value={value} {...register('type')}>
              {packagingRequestTypeLabels[value]}
            </RadioChip>
          ))}
        </div>
        {errors.type && (
          <p id="packaging-request-type-error" className="text-sm text-destructive">
            {errors.type.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField
          id={QUANTITY_ID}
          label={selected ? `Quantité (${selected.unit})` : 'Quantité'}
          control={control}
          name="quantity"
          whole
          emptyValue={0}
          blankWhenEmpty
          required
          error={errors.quantity?.message}
          aria-describedby={quantityDescribedBy || undefined}
        />
        <FormField
          id="packaging-request-needed-by"
          label="Date de besoin (facultatif)"
          type="date"
          min={parisToday()}
          error={errors.neededBy?.message}
          {...register('neededBy', { setValueAs: (value: unknown) => value || null })}
        />
      </div>

      {/* Always in the page, so that screen readers announce the warning when it appears. */}
      <div aria-live="polite" className="empty:hidden">
        {overStock && (
          <Notice id={STOCK_WARNING_ID} tone="warning" title="Stock insuffisant pour ce retrait">
            {overStock}
          </Notice>
        )}
      </div>

      <FormField
        id="packaging-request-requester"
        label="Demandeur"
        autoComplete="name"
        required
        maxLength={200}
        error={errors.requester?.message}
        {...register('requester')}
      />
      <TextareaField
        id="packaging-request-comments"
        label="Commentaire (facultatif)"
        rows={3}
        maxLength={1000}
        error={errors.comments?.message}
        {...register('comments')}
      />
      <FormDialogFooter pending={create.isPending}>Envoyer la demande</FormDialogFooter>
    </form>
  );
}
