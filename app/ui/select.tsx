import { inputClass } from "./field.tsx";

interface SelectProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  value?: string;
  options: [string, string][];
  /** The label of the empty choice that means "no filter". */
  any?: string;
}

/** A native select; Field's id and aria attributes pass through to it. */
export function Select({ value, options, any, ...props }: SelectProps) {
  return (
    <select defaultValue={value ?? ""} className={inputClass} {...props}>
      {any ? <option value="">{any}</option> : null}
      {options.map(([optionValue, label]) => (
        <option key={optionValue} value={optionValue}>
          {label}
        </option>
      ))}
    </select>
  );
}
