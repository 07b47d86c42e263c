// The plan's clinic network ('Donde-Cubre'), grouped by coverage and filtered by name and department.
export { ClinicList, type ClinicListProps } from './components/ClinicList';
