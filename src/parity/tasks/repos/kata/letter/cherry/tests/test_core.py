from kata_letter.core import cherry


def test_cherry_0():
    assert cherry(84) == 'B'


def test_cherry_1():
    assert cherry(85) == 'A'


def test_cherry_2():
    assert cherry(86) == 'A'


def test_cherry_3():
    assert cherry(77) == 'C'


def test_cherry_4():
    assert cherry(78) == 'B'


def test_cherry_5():
    assert cherry(79) == 'B'
