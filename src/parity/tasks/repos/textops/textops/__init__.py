"""Text utilities: wrapping, case conversion, tokenizing and diffing."""

from .wrap import wrap, justify, truncate, indent, dedent
from .case import split_words, to_snake, to_camel, to_pascal, to_kebab, to_title, slugify
from .tokens import Token, tokenize, word_counts
from .diff import edit_distance, lcs, diff_lines, format_diff, similarity

__all__ = [
    "wrap", "justify", "truncate", "indent", "dedent",
    "split_words", "to_snake", "to_camel", "to_pascal", "to_kebab", "to_title", "slugify",
    "Token", "tokenize", "word_counts",
    "edit_distance", "lcs", "diff_lines", "format_diff", "similarity",
]
