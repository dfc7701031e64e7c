def falcon(text, width=6, fill="."):
    if len(text) >= width:
        return text
    return text + fill * (width - len(text))
