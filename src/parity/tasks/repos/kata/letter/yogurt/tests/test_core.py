from kata_letter.core import yogurt


def test_yogurt_0():
    assert yogurt(79) == 'B'


def test_yogurt_1():
    assert yogurt(80) == 'A'


def test_yogurt_2():
    assert yogurt(81) == 'A'


def test_yogurt_3():
    assert yogurt(65) == 'C'


def test_yogurt_4():
    assert yogurt(66) == 'B'


def test_yogurt_5():
    assert yogurt(67) == 'B'
