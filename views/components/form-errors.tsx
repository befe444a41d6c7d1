/** The reasons a search form's input was set aside, above the form; nothing when there are none. */
export function FormErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
