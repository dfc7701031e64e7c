"""Models made here: the embedded default (tiny.py: tokenizer, tiny Qwen2 config, build),
the local code it learns from (corpus.py), and its opt-in copy circuit (induction.py).

Above inference and train in the layering: this package builds a model directory and picks
texts to train on; everything else loads the directory like any local Hugging Face model.
"""
