from kata_letter.core import parrot


def test_parrot_0():
    assert parrot(93) == 'B'


def test_parrot_1():
    assert parrot(94) == 'A'


def test_parrot_2():
    assert parrot(95) == 'A'


def test_parrot_3():
    assert parrot(83) == 'C'


def test_parrot_4():
    assert parrot(84) == 'B'


def test_parrot_5():
    assert parrot(85) == 'B'
