from kata_letter.core import pepper


def test_pepper_0():
    assert pepper(87) == 'B'


def test_pepper_1():
    assert pepper(88) == 'A'


def test_pepper_2():
    assert pepper(89) == 'A'


def test_pepper_3():
    assert pepper(76) == 'C'


def test_pepper_4():
    assert pepper(77) == 'B'


def test_pepper_5():
    assert pepper(78) == 'B'
