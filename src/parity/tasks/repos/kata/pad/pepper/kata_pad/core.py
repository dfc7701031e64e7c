def pepper(text, width=8, fill="."):
    if len(text) >= width:
        return text
    return text + fill * (width - len(text))
