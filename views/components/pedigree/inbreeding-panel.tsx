import { formatShare, type InbreedingAnalysis } from "~/src/domain/pedigree/inbreeding";
import "./pedigree.css";

/** Duplicated ancestors and Wright's coefficient, with a short legend for readers new to both. */
export function InbreedingPanel({ analysis, headingLevel = 3 }: { analysis: InbreedingAnalysis; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <section className="inbreeding" aria-label="Analisi della consanguineità">
      <Heading className="inbreeding-title">Consanguineità</Heading>
      <p className="inbreeding-coefficient">
        Coefficiente di consanguineità (Wright): <strong>{formatShare(analysis.coefficient)}</strong>
      </p>
      {analysis.duplicated.length > 0 ? (
        <ul className="inbreeding-list">
          {analysis.duplicated.map((ancestor) => (
            <li key={ancestor.id} className="inbreeding-item">
              {ancestor.color ? <span className="pedigree-swatch" style={{ background: ancestor.color }} aria-hidden="true" /> : null}
              <strong>{ancestor.name}</strong> {ancestor.notation}
              <span className="inbreeding-share"> · {formatShare(ancestor.bloodShare)} del sangue</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="inbreeding-none">Nessun antenato ripetuto nelle cinque generazioni.</p>
      )}
      <p className="inbreeding-legend">
        <strong>Come si legge.</strong> «Varenne 3×4» vuol dire che Varenne compare in terza generazione dal lato del padre e in quarta dal
        lato della madre (1 = genitori); più numeri sullo stesso lato indicano più presenze. La quota di sangue somma ½ per ogni presenza in
        prima generazione, ¼ in seconda e così via. Il coefficiente di Wright stima la probabilità che le due copie di un gene siano
        ereditate dallo stesso antenato: 25% per un incrocio tra fratelli pieni, 12,5% tra mezzi fratelli, 3,125% per un antenato 3×3. È
        calcolato sulle generazioni disponibili.
      </p>
    </section>
  );
}
