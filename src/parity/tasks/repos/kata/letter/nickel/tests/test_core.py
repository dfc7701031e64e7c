from kata_letter.core import nickel


def test_nickel_0():
    assert nickel(87) == 'B'


def test_nickel_1():
    assert nickel(88) == 'A'


def test_nickel_2():
    assert nickel(89) == 'A'


def test_nickel_3():
    assert nickel(78) == 'C'


def test_nickel_4():
    assert nickel(79) == 'B'


def test_nickel_5():
    assert nickel(80) == 'B'
