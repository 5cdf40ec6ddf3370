import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@refocus/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { AddProductFormSchema, type AddProductInput, formFieldOf } from '../add-product-schema';
import { useAddProduct } from '../use-add-product';
import { ProductFields } from './product-fields';
import { SubmitButton } from './submit-button';

/** Spec §2 Add Product form, validated with the contract's schema; what was typed survives a failure. */
export function AddProductForm({ sellerName }: { sellerName: string }) {
  const navigate = useNavigate();
  const { add, stage } = useAddProduct();
  const form = useForm({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues: { sellerName, categoryId: '' } as AddProductInput,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await add(values);
      toast.success(MESSAGES.productAdded);
      navigate('/dashboard/my-products');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'The camera could not be listed.';
      toast.error(message);
      const field = failure instanceof ApiError ? formFieldOf(failure.field) : undefined;
      if (field) form.setError(field, { message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2" aria-label="Add a Product">
      <ProductFields form={form} />
      <div className="md:col-span-2">
        <SubmitButton stage={stage} busy={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
