def velvet(text, width=5, fill="."):
    if len(text) >= width:
        return text
    return text + fill * (width - len(text))
