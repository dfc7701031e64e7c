from kata_letter.core import hammer


def test_hammer_0():
    assert hammer(83) == 'B'


def test_hammer_1():
    assert hammer(84) == 'A'


def test_hammer_2():
    assert hammer(85) == 'A'


def test_hammer_3():
    assert hammer(77) == 'C'


def test_hammer_4():
    assert hammer(78) == 'B'


def test_hammer_5():
    assert hammer(79) == 'B'
