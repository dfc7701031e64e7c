from kata_clamp.core import parrot


def test_parrot_0():
    assert parrot(-1) == 0


def test_parrot_1():
    assert parrot(0) == 0


def test_parrot_2():
    assert parrot(1) == 1


def test_parrot_3():
    assert parrot(13) == 13


def test_parrot_4():
    assert parrot(14) == 14


def test_parrot_5():
    assert parrot(15) == 14
