from kata_wrap.core import parrot


def test_parrot_0():
    assert parrot(5) == 2


def test_parrot_1():
    assert parrot(25) == 2


def test_parrot_2():
    assert parrot(-3) == 4


def test_parrot_3():
    assert parrot(27) == 4


def test_parrot_4():
    assert parrot(6) == 3


def test_parrot_5():
    assert parrot(10, 4, 2) == 0
