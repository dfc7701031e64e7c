from kata_letter.core import pillow


def test_pillow_0():
    assert pillow(87) == 'B'


def test_pillow_1():
    assert pillow(88) == 'A'


def test_pillow_2():
    assert pillow(89) == 'A'


def test_pillow_3():
    assert pillow(74) == 'C'


def test_pillow_4():
    assert pillow(75) == 'B'


def test_pillow_5():
    assert pillow(76) == 'B'
