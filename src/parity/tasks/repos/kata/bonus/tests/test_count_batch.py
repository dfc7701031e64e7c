from kata_bonus.count_batch import count_batch


def test_count_batch_0():
    assert count_batch(7) == 8


def test_count_batch_1():
    assert count_batch(21) == 24


def test_count_batch_2():
    assert count_batch(4) == 4


def test_count_batch_3():
    assert count_batch(30) == 35


def test_count_batch_4():
    assert count_batch(43, 3) == 50


def test_count_batch_5():
    assert count_batch(43, 4) == 57
