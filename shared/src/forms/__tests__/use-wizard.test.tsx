import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '../use-form';
import { useWizard } from '../use-wizard';

type Step = 'name' | 'rating' | 'details';
interface Answers {
  name: string;
  rating: number | null;
  details: string;
}

function Survey({ steps, onSubmit }: { steps: readonly Step[]; onSubmit(answers: Answers): void }) {
  const form = useForm<Answers>({
    initialValues: { name: '', rating: 3, details: '' },
    validate: (a) => ({
      name: a.name.trim() ? undefined : 'Name is required',
      details: a.details.trim() ? undefined : 'Details are required',
    }),
    onSubmit,
  });
  const wizard = useWizard({
    steps,
    form,
    fields: { name: ['name'], details: ['details'] },
    skippable: { rating: () => form.setValue('rating', null) },
  });
  return (
    <section>
      <p>{`Step ${wizard.number} of ${wizard.total}`}</p>
      <div key={wizard.step} ref={wizard.stepRef}>
        <h2 tabIndex={-1}>{wizard.step}</h2>
        {wizard.step !== 'rating' && (
          <>
            <label htmlFor="answer">Answer</label>
            <input
              id="answer"
              ref={form.fieldRef(wizard.step)}
              value={form.values[wizard.step]}
              aria-describedby={wizard.describedBy}
              onChange={(e) => form.setValue(wizard.step as 'name' | 'details', e.target.value)}
            />
          </>
        )}
      </div>
      {wizard.error && (
        <p id={wizard.errorId} role="alert">
          {wizard.error}
        </p>
      )}
      {wizard.back && (
        <button type="button" onClick={wizard.back}>
          Back
        </button>
      )}
      {wizard.skip && (
        <button type="button" onClick={wizard.skip}>
          Skip
        </button>
      )}
      <button type="button" onClick={wizard.next}>
        {wizard.last ? 'Submit' : 'Next'}
      </button>
    </section>
  );
}

const STEPS: readonly Step[] = ['name', 'rating', 'details'];
const click = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));

describe('useWizard', () => {
  it("focuses the first step's heading, and each new step's heading as the member moves", async () => {
    const user = userEvent.setup();
    render(<Survey steps={STEPS} onSubmit={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'name' })).toHaveFocus();
    await user.type(screen.getByLabelText('Answer'), 'Ann');
    await click(user, 'Next');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'rating' })).toHaveFocus();
    await click(user, 'Back');
    expect(screen.getByRole('heading', { name: 'name' })).toHaveFocus();
    expect(screen.getByLabelText('Answer')).toHaveValue('Ann');
  });

  it("blocks Next on an invalid step, says why, and focuses the step's field", async () => {
    const user = userEvent.setup();
    render(<Survey steps={STEPS} onSubmit={jest.fn()} />);
    await click(user, 'Next');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Answer')).toHaveFocus();
    expect(screen.getByLabelText('Answer')).toHaveAccessibleDescription('Name is required');
    // Only this step's fields count: the details step's empty answer is not reported here.
    await user.keyboard('A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Skip on skippable steps only; Skip clears the answer and moves on unchecked', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<Survey steps={STEPS} onSubmit={onSubmit} />);
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Answer'), 'Ann');
    await click(user, 'Next');
    await click(user, 'Skip');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'details' })).toHaveFocus();
    await click(user, 'Submit');
    expect(screen.getByRole('alert')).toHaveTextContent('Details are required');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Answer'), 'Fine');
    await click(user, 'Submit');
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Ann', rating: null, details: 'Fine' });
  });

  it('forgets a step’s message when the member moves away', async () => {
    const user = userEvent.setup();
    render(<Survey steps={['name', 'details']} onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('Answer'), 'Ann');
    await click(user, 'Next');
    await click(user, 'Submit');
    expect(screen.getByRole('alert')).toHaveTextContent('Details are required');
    await click(user, 'Back');
    await click(user, 'Next');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });
});
