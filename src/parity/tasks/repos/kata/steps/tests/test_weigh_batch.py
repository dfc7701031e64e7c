from kata_steps.weigh_batch import weigh_batch


def test_weigh_batch_0():
    assert weigh_batch(4, 8) == [16, 20, 24, 28]


def test_weigh_batch_1():
    assert weigh_batch(2, 6) == [8, 12, 16, 20]


def test_weigh_batch_2():
    assert weigh_batch(3, 11) == [12, 16, 20, 24, 28, 32, 36, 40]


def test_weigh_batch_3():
    assert weigh_batch(5, 9) == [20, 24, 28, 32]


def test_weigh_batch_4():
    assert weigh_batch(6, 11) == [24, 28, 32, 36, 40]


def test_weigh_batch_5():
    assert weigh_batch(6, 15) == [24, 28, 32, 36, 40, 44, 48, 52, 56]
