"""Inference: the Engine protocol, the built-in PyTorch engine, its HTTP server, a client
for any OpenAI-compatible server (vLLM, SGLang), and a router over replicas."""
