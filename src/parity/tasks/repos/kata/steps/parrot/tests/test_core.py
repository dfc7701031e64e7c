from kata_steps.core import parrot


def test_parrot_0():
    assert parrot(4, 13) == [12, 21, 30]


def test_parrot_1():
    assert parrot(2, 2) == []


def test_parrot_2():
    assert parrot(0, 0) == []


def test_parrot_3():
    assert parrot(0, 3) == [0]


def test_parrot_4():
    assert parrot(2, 11) == [6, 15, 24]


def test_parrot_5():
    assert parrot(3, 10) == [9, 18, 27]
