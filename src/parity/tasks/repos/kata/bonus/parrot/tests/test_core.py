from kata_bonus.core import parrot


def test_parrot_0():
    assert parrot(59) == 75


def test_parrot_1():
    assert parrot(40) == 50


def test_parrot_2():
    assert parrot(0) == 0


def test_parrot_3():
    assert parrot(49) == 63


def test_parrot_4():
    assert parrot(39, 2) == 44


def test_parrot_5():
    assert parrot(39, 3) == 49
