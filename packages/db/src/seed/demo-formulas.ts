import type { DemoQuestion } from './demo-curriculum';

/** A demo question written with formulas (inline LaTeX between \( and \)), as a teacher types it. */
export interface DemoFormulaQuestion extends DemoQuestion {
  use: 'PRACTICE' | 'BOTH';
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  explanation: string;
}

/**
 * Questions with formulas, by subconcept name, added to the bank beside the plain demo questions:
 * the demo shows formulas rendered in practice, the bank and the assessment wizard. 'BOTH' ones are
 * placed in no demo assessment, so practice offers them too.
 */
export const demoFormulaQuestions: Record<string, DemoFormulaQuestion[]> = {
  'Solving Linear Equations': [
    {
      question: 'Solve \\(\\frac{x}{3} + 2 = 5\\).',
      options: ['\\(x = 9\\)', '\\(x = 1\\)', '\\(x = 21\\)', '\\(x = 3\\)'],
      correct: 1,
      marks: 1,
      use: 'PRACTICE',
      difficulty: 'EASY',
      explanation:
        'Take 2 from both sides: \\(\\frac{x}{3} = 3\\). Multiply both sides by 3: \\(x = 9\\). Check: \\(\\frac{9}{3} + 2 = 5\\).',
    },
    {
      question: 'Solve \\(\\frac{2x - 1}{5} = \\frac{x + 1}{4}\\).',
      options: ['\\(x = 1\\)', '\\(x = 3\\)', '\\(x = 5\\)', '\\(x = -3\\)'],
      correct: 2,
      marks: 2,
      use: 'BOTH',
      difficulty: 'MEDIUM',
      explanation:
        'Cross-multiply: \\(4(2x - 1) = 5(x + 1)\\), so \\(8x - 4 = 5x + 5\\), \\(3x = 9\\) and \\(x = 3\\).',
    },
  ],
  'Standard Identities': [
    {
      question: 'Which expression is equal to \\((a + b)^2\\)?',
      options: ['\\(a^2 + b^2\\)', '\\(a^2 + 2ab + b^2\\)', '\\(a^2 - 2ab + b^2\\)', '\\(2a + 2b\\)'],
      correct: 2,
      marks: 1,
      use: 'PRACTICE',
      difficulty: 'EASY',
      explanation:
        '\\((a + b)^2 = (a + b)(a + b) = a^2 + ab + ba + b^2 = a^2 + 2ab + b^2\\). The middle term \\(2ab\\) is easy to forget.',
    },
    {
      question: 'Use \\(a^2 - b^2 = (a + b)(a - b)\\) to find \\(53^2 - 47^2\\).',
      options: ['\\(36\\)', '\\(100\\)', '\\(600\\)', '\\(6\\)'],
      correct: 3,
      marks: 1,
      use: 'BOTH',
      difficulty: 'MEDIUM',
      explanation: '\\(53^2 - 47^2 = (53 + 47)(53 - 47) = 100 \\times 6 = 600\\).',
    },
  ],
  "Pythagoras' Theorem": [
    {
      question:
        'A right-angled triangle has legs \\(a = 6\\) cm and \\(b = 8\\) cm. Using \\(c = \\sqrt{a^2 + b^2}\\), how long is the hypotenuse?',
      options: ['\\(10\\) cm', '\\(14\\) cm', '\\(12\\) cm', '\\(\\sqrt{14}\\) cm'],
      correct: 1,
      marks: 1,
      use: 'PRACTICE',
      difficulty: 'EASY',
      explanation: '\\(c = \\sqrt{6^2 + 8^2} = \\sqrt{36 + 64} = \\sqrt{100} = 10\\) cm.',
    },
  ],
  'Pressure in Solids, Liquids and Gases': [
    {
      question:
        'A box of weight \\(600\\) N rests on a face of area \\(2\\,\\text{m}^2\\). Using \\(P = \\frac{F}{A}\\), what pressure does it put on the floor?',
      options: ['\\(1200\\) Pa', '\\(300\\) Pa', '\\(602\\) Pa', '\\(0.003\\) Pa'],
      correct: 2,
      marks: 1,
      use: 'PRACTICE',
      difficulty: 'EASY',
      explanation:
        'Pressure is force per unit area: \\(P = \\frac{600\\,\\text{N}}{2\\,\\text{m}^2} = 300\\) Pa (pascals).',
    },
  ],
  'Kinetic and Potential Energy': [
    {
      question:
        'A \\(2\\) kg ball moves at \\(3\\) m/s. Using \\(E_k = \\frac{1}{2}mv^2\\), what is its kinetic energy?',
      options: ['\\(3\\) J', '\\(6\\) J', '\\(9\\) J', '\\(18\\) J'],
      correct: 3,
      marks: 1,
      use: 'PRACTICE',
      difficulty: 'MEDIUM',
      explanation:
        '\\(E_k = \\frac{1}{2} \\times 2 \\times 3^2 = 1 \\times 9 = 9\\) J. Square the speed before multiplying.',
    },
  ],
};
