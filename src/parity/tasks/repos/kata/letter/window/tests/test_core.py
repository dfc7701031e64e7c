from kata_letter.core import window


def test_window_0():
    assert window(89) == 'B'


def test_window_1():
    assert window(90) == 'A'


def test_window_2():
    assert window(91) == 'A'


def test_window_3():
    assert window(82) == 'C'


def test_window_4():
    assert window(83) == 'B'


def test_window_5():
    assert window(84) == 'B'
